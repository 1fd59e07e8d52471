// The demo community that `npm run db:seed:local` writes: kind, realistic and identifying no
// one. Each thought lists its replies as [commenter, text]; authors are assigned by the script.
import type { Category } from '../schema/constants.ts';

export const SEED_USER_NAMES = [
  'QuietRiver',
  'MorningOwl',
  'PaperLantern',
  'SlowTide',
  'KindCactus',
  'NightBus',
] as const;
export type SeedUserName = (typeof SEED_USER_NAMES)[number];

export type SeedReply = [SeedUserName, string];
export type SeedThought = { category: Category; content: string; replies: SeedReply[] };

export const SEED_THOUGHTS: SeedThought[] = [
  // ── Anxiety ────────────────────────────────────────────────────────────────────────────
  {
    category: 'Anxiety',
    content:
      'I rehearse phone calls in my head five times before making them, and then the person just says "sure, no problem" and it is over in thirty seconds. Why does my brain do this to me?',
    replies: [
      [
        'MorningOwl',
        'Same here. I write little scripts on sticky notes. It helps more than I expected.',
      ],
      [
        'KindCactus',
        'Thirty seconds of call, three hours of prep. The exchange rate is brutal but you still did it!',
      ],
      [
        'SlowTide',
        'Your brain is trying to protect you, it is just a bit overprotective. Proud of you for making the call anyway.',
      ],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'Woke up at 4am with my heart racing for no reason at all. Nothing is wrong today. I know that. My body apparently did not get the memo.',
    replies: [
      [
        'QuietRiver',
        'Box breathing got me through a lot of those mornings: in for four, hold four, out four, hold four. Sending calm your way.',
      ],
      [
        'PaperLantern',
        'Those 4am spikes are the worst. You are not alone in this, a lot of us are awake with you.',
      ],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'Every time my manager says "can we talk later?" I spend the whole day convinced I am getting fired. It has never once been bad news.',
    replies: [
      ['NightBus', 'Managers should be legally required to add the topic to that sentence.'],
      [
        'MorningOwl',
        'It might help to just ask "sure, what about?" right away. Took me years to learn that was allowed.',
      ],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'Small win: I went to the grocery store at a busy time today instead of waiting until it was nearly empty. My hands were shaking but I got everything on my list.',
    replies: [
      ['SlowTide', 'That is not a small win at all. That is a big one wearing a small coat.'],
      ['KindCactus', 'Shaking hands and a full basket. Proud of you!'],
      ['QuietRiver', 'Every trip like that makes the next one a little easier. Keep going.'],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'Does anyone else feel anxious when things are going well? Like I am just waiting for the other shoe to drop.',
    replies: [
      [
        'PaperLantern',
        'All the time. A counselor once told me to try saying "this is good and I am allowed to enjoy it" out loud. Felt silly, but it helped.',
      ],
      ['NightBus', 'The other shoe can stay on the shelf for a while. Enjoy the good stretch.'],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'I cancelled plans again tonight because my chest felt tight. Now I feel guilty and lonely at the same time. Not sure how to break this loop.',
    replies: [
      [
        'MorningOwl',
        'Maybe try smaller plans first? A twenty-minute coffee is easier to show up for than a whole evening.',
      ],
      [
        'KindCactus',
        'Real friends understand. Maybe send them a message saying exactly this, it might bring you closer.',
      ],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'Started a worry journal. I write the worry down, then come back a week later and note what actually happened. So far zero of them came true.',
    replies: [
      ['SlowTide', 'Stealing this idea. Data against the doom!'],
      [
        'QuietRiver',
        'Zero for however many is a great record. Your journal is a great little scientist.',
      ],
    ],
  },
  {
    category: 'Anxiety',
    content:
      'Exam in two days and I cannot focus because I keep worrying about not being able to focus. Very efficient use of my time.',
    replies: [
      [
        'NightBus',
        'Try twenty-five minutes of study, five minutes of break. Small chunks feel less scary.',
      ],
      [
        'PaperLantern',
        'You have already studied more than you think. Good luck, you have got this.',
      ],
    ],
  },

  // ── Self-doubt ─────────────────────────────────────────────────────────────────────────
  {
    category: 'Self-doubt',
    content:
      'Got positive feedback on a project today and my first thought was "they are just being nice". Why can I believe criticism instantly but never praise?',
    replies: [
      [
        'KindCactus',
        'Try writing the compliment down word for word. Reading it later makes it harder to dismiss.',
      ],
      [
        'MorningOwl',
        'People are busy. Nobody takes the time to praise work they did not actually like.',
      ],
    ],
  },
  {
    category: 'Self-doubt',
    content:
      'Everyone at my new job seems to know what they are doing and I feel like I am going to be found out any minute now.',
    replies: [
      [
        'QuietRiver',
        'Half of them are thinking the exact same thing about you. Impostor feelings love new jobs.',
      ],
      [
        'SlowTide',
        'They hired you on purpose. Give yourself the same grace you would give a new coworker.',
      ],
      ['NightBus', 'Plot twist: nobody knows what they are doing, some are just louder about it.'],
    ],
  },
  {
    category: 'Self-doubt',
    content:
      'I have been drawing for ten years and I still compare myself to people online who started last year. Some days I want to quit.',
    replies: [
      [
        'PaperLantern',
        'Compare your drawings to your own from five years ago instead. That is the only fair race.',
      ],
      ['KindCactus', 'The world needs your style, not a copy of theirs. Please keep drawing.'],
    ],
  },
  {
    category: 'Self-doubt',
    content:
      'I rewrote a two-line message to my group chat six times and then did not send it. It was about which pizza to order.',
    replies: [
      ['MorningOwl', 'The stakes of pizza are high and I respect the care you put in.'],
      [
        'QuietRiver',
        'Next time send the first draft. Your friends want you in the chat more than they want perfect wording.',
      ],
    ],
  },
  {
    category: 'Self-doubt',
    content:
      'Applied for a job I thought was out of my league. Got an interview. Now I am terrified they will realise they made a mistake.',
    replies: [
      [
        'SlowTide',
        'They did not make a mistake, they read your application. Go show them the person who wrote it.',
      ],
      ['NightBus', 'An interview is a conversation, not a test you can fail. Good luck!'],
    ],
  },
  {
    category: 'Self-doubt',
    content:
      'Reminder to myself and anyone who needs it: being a beginner at something is not the same as being bad at it.',
    replies: [
      ['PaperLantern', 'Needed this today, thank you.'],
      ['KindCactus', 'Saving this one. Every expert was a confused beginner at some point.'],
    ],
  },
  {
    category: 'Self-doubt',
    content:
      'I always feel like I am too much or not enough, never the right amount. Is there a right amount? Asking for me.',
    replies: [
      [
        'MorningOwl',
        'The right amount is whatever amount you are while being honest. The right people will fit around that.',
      ],
      ['QuietRiver', 'You are exactly one of you, which is the correct number.'],
    ],
  },

  // ── Relationships ──────────────────────────────────────────────────────────────────────
  {
    category: 'Relationships',
    content:
      'My best friend moved across the country last month. We still text every day but I miss just sitting in silence together.',
    replies: [
      [
        'NightBus',
        'Try a video call where you both just do your own thing. It feels surprisingly close to the real thing.',
      ],
      [
        'SlowTide',
        'Comfortable silence is such a special kind of friendship. It will still be there when you visit.',
      ],
    ],
  },
  {
    category: 'Relationships',
    content:
      'Six months after the breakup and I finally listened to our song without crying. Progress looks weird sometimes.',
    replies: [
      [
        'KindCactus',
        'That is real progress. Healing is not a straight line, but you are clearly moving.',
      ],
      ['PaperLantern', 'Proud of you. One day it will just be a good song again.'],
      ['MorningOwl', 'Weird progress is still progress. Treat yourself to something nice today.'],
    ],
  },
  {
    category: 'Relationships',
    content:
      'How do you make friends as an adult? Everyone already seems to have their group and I do not know how to join one.',
    replies: [
      [
        'QuietRiver',
        'Weekly things helped me most: a class, a club, a volunteering shift. Seeing the same faces every week does the work.',
      ],
      [
        'NightBus',
        'Say yes to the second invitation. The first one is politeness, the second one is friendship starting.',
      ],
    ],
  },
  {
    category: 'Relationships',
    content:
      'My partner and I had our first big argument and we actually talked it through calmly the next morning. I did not know relationships could work like that.',
    replies: [
      ['SlowTide', 'That is what healthy looks like. Glad you get to experience it.'],
      ['PaperLantern', 'Sleeping on it before the big talk is underrated wisdom.'],
    ],
  },
  {
    category: 'Relationships',
    content:
      'I am always the one who reaches out first. I want to stop and see who reaches out to me, but I am scared of the answer.',
    replies: [
      [
        'KindCactus',
        'Maybe instead of stopping completely, tell one or two people you miss hearing from them. Some people are just bad at starting.',
      ],
      [
        'MorningOwl',
        'Your effort says good things about you. Make sure you save some of that care for yourself too.',
      ],
    ],
  },
  {
    category: 'Relationships',
    content:
      'Went on a first date and we talked for four hours. I have not felt this hopeful in a long time and I am trying not to overthink it.',
    replies: [
      ['NightBus', 'Four hours! Let yourself enjoy this one.'],
      [
        'QuietRiver',
        'Overthinking is allowed for exactly ten minutes a day. Spend the rest smiling.',
      ],
    ],
  },
  {
    category: 'Relationships',
    content:
      'Learning that it is okay to outgrow friendships without anyone being the bad guy. Still hurts though.',
    replies: [
      ['SlowTide', 'It can be sad and okay at the same time. Both are true.'],
      [
        'PaperLantern',
        'Some people are in our lives for a chapter, not the whole book. The chapter still mattered.',
      ],
    ],
  },

  // ── Work ───────────────────────────────────────────────────────────────────────────────
  {
    category: 'Work',
    content:
      'Burnout is when you love what you do but cannot remember the last time you enjoyed doing it. I think I am there.',
    replies: [
      [
        'MorningOwl',
        'Please take the days off you have saved up. Rest is part of the job, not a reward for finishing it.',
      ],
      [
        'KindCactus',
        'Naming it is the first step. Is there one thing you could hand off this week?',
      ],
    ],
  },
  {
    category: 'Work',
    content:
      'My coworker took credit for my idea in a meeting today. I froze and said nothing. Now I keep replaying it.',
    replies: [
      [
        'QuietRiver',
        'A short follow-up message helps: "glad my idea from Tuesday landed well, happy to lead on it". Calm and clear.',
      ],
      ['NightBus', 'Freezing is normal. You can still speak up tomorrow, it is not too late.'],
    ],
  },
  {
    category: 'Work',
    content:
      'First day back after a long sick leave. Everyone was kind, but I felt like a guest in my own job.',
    replies: [
      ['SlowTide', 'Give it a couple of weeks. The guest feeling fades faster than you think.'],
      ['PaperLantern', 'Welcome back. Going back at all takes courage.'],
    ],
  },
  {
    category: 'Work',
    content:
      'Quit my job with nothing lined up because it was making me miserable. Scared, but I can breathe again.',
    replies: [
      ['KindCactus', 'Being able to breathe is worth a lot. Wishing you a kind next chapter.'],
      ['MorningOwl', 'Brave move. Make a simple weekly plan so the open days feel less scary.'],
    ],
  },
  {
    category: 'Work',
    content:
      'Does anyone else feel guilty taking a lunch break? I eat at my desk every day and I know it is not healthy.',
    replies: [
      [
        'NightBus',
        'Your desk does not deserve to watch you eat every day. Go sit outside for fifteen minutes.',
      ],
      [
        'QuietRiver',
        'I started blocking lunch in my calendar like a meeting. People actually respect it.',
      ],
    ],
  },
  {
    category: 'Work',
    content:
      'Got promoted today. Instead of celebrating I am already worrying about whether I can handle the new role.',
    replies: [
      ['SlowTide', 'Celebrate first, worry later. The worry can wait until Monday.'],
      [
        'PaperLantern',
        'They promoted you because they believe you can grow into it. Congratulations!',
      ],
    ],
  },
  {
    category: 'Work',
    content:
      'Working night shifts makes me feel out of sync with everyone I love. They are waking up when I am falling asleep.',
    replies: [
      [
        'KindCactus',
        'Voice messages helped me a lot. They can listen when they wake up and it feels more personal than text.',
      ],
      [
        'MorningOwl',
        'Night shift people keep the world running. Thank you, and please be gentle with your sleep.',
      ],
    ],
  },

  // ── Health ─────────────────────────────────────────────────────────────────────────────
  {
    category: 'Health',
    content:
      'Chronic pain is exhausting in a way that is hard to explain. I look fine, so people assume I am fine.',
    replies: [
      [
        'QuietRiver',
        'Invisible illness is so hard. I believe you, and I hope you have people who do too.',
      ],
      ['NightBus', 'Sending gentle thoughts. You are doing a lot just getting through the day.'],
    ],
  },
  {
    category: 'Health',
    content:
      'Day 30 of walking every morning. I do not feel like a new person but I do feel a little lighter in my head.',
    replies: [
      [
        'SlowTide',
        'Thirty days in a row is impressive. A little lighter is exactly how it starts.',
      ],
      ['PaperLantern', 'Consistency like that is a superpower. Keep walking!'],
    ],
  },
  {
    category: 'Health',
    content:
      'Finally booked the appointment I have been putting off for months. Hardest part was making the call.',
    replies: [
      ['KindCactus', 'That call is the hardest step and you did it. Proud of you.'],
      ['MorningOwl', 'Future you says thank you.'],
    ],
  },
  {
    category: 'Health',
    content:
      'Started therapy this month. I thought I would feel better right away, but mostly I feel tired after every session. Is that normal?',
    replies: [
      ['QuietRiver', 'Very normal. It is real work, like exercise for feelings. It gets easier.'],
      [
        'SlowTide',
        'Plan something soft after sessions: a walk, a nap, your favourite tea. You earned it.',
      ],
      ['NightBus', 'Tired means you are doing the work. Good on you for going.'],
    ],
  },
  {
    category: 'Health',
    content:
      'My sleep has been terrible for weeks. I scroll until 2am even though I know it makes it worse.',
    replies: [
      [
        'PaperLantern',
        'Charging the phone across the room changed everything for me. Boring advice, but it works.',
      ],
      [
        'KindCactus',
        'A paper book before bed helped me. Be patient with yourself, habits take time.',
      ],
    ],
  },
  {
    category: 'Health',
    content:
      'Recovering from surgery and learning that rest is not laziness. My body is doing a lot of quiet work right now.',
    replies: [
      ['MorningOwl', 'Beautifully put. Heal well and do not rush it.'],
      ['QuietRiver', 'Quiet work is still work. Wishing you a smooth recovery.'],
    ],
  },

  // ── Family ─────────────────────────────────────────────────────────────────────────────
  {
    category: 'Family',
    content:
      'My dad and I have not really talked in years. He sent me a photo of a bird today with no text. I think that was him trying.',
    replies: [
      ['SlowTide', 'That is a lovely first step. Maybe send one back?'],
      ['NightBus', 'Some dads speak fluent bird photo. I think he is trying too.'],
      ['PaperLantern', 'This made me tear up a little. I hope it is the start of something.'],
    ],
  },
  {
    category: 'Family',
    content:
      'Being the oldest sibling means I still feel responsible for everyone, even though we are all adults now.',
    replies: [
      [
        'KindCactus',
        'Oldest sibling club here. It is okay to let them carry their own stuff sometimes.',
      ],
      ['QuietRiver', 'You are allowed to be someone who also gets looked after.'],
    ],
  },
  {
    category: 'Family',
    content:
      'Visiting home for the holidays always turns me back into my fifteen-year-old self within about two hours.',
    replies: [
      ['MorningOwl', 'Two hours? You are doing better than me, I regress at the front door.'],
      [
        'SlowTide',
        'Having a little plan for breaks (a walk, a call with a friend) helps keep grown-up you around.',
      ],
    ],
  },
  {
    category: 'Family',
    content:
      "My grandmother is starting to forget things. Today she called me by my mom's name and smiled the same way she used to at her.",
    replies: [
      [
        'PaperLantern',
        'That is heartbreaking and beautiful at the same time. Hold on to the smiles.',
      ],
      ['NightBus', 'Sending you and your grandmother a lot of warmth.'],
    ],
  },
  {
    category: 'Family',
    content:
      'New parent here. I love my baby more than anything and I have also never been this tired or this lost.',
    replies: [
      [
        'KindCactus',
        'Both feelings can live side by side. Please accept every offer of help, even small ones.',
      ],
      [
        'QuietRiver',
        'Nobody knows what they are doing at first. The fact you are worried means you care.',
      ],
    ],
  },
  {
    category: 'Family',
    content:
      'Set a boundary with my mom for the first time. She was upset, but she called back the next day and respected it.',
    replies: [
      ['MorningOwl', 'That is huge. Boundaries are how relationships get healthier, not weaker.'],
      ['SlowTide', 'Well done. The first one is always the hardest.'],
    ],
  },

  // ── Random Thoughts ────────────────────────────────────────────────────────────────────
  {
    category: 'Random Thoughts',
    content:
      'I just realised I have been pronouncing a word wrong in my head for twenty years because I only ever read it.',
    replies: [
      ['NightBus', 'Which one? Mine was "epitome". Still hurts.'],
      ['PaperLantern', 'The price of reading a lot. Wear it proudly.'],
    ],
  },
  {
    category: 'Random Thoughts',
    content:
      'The sound of rain on a window is free, unlimited, and better than most of my playlists.',
    replies: [
      ['KindCactus', 'Add a cup of tea and it is basically a spa day.'],
      ['QuietRiver', 'Agreed. Nature has the best ambient album.'],
    ],
  },
  {
    category: 'Random Thoughts',
    content:
      'Someone held the door for me today and I said "you too". They did not have a door. I did not have a plan.',
    replies: [
      ['MorningOwl', 'Classic. I once told a waiter "enjoy your meal".'],
      ['SlowTide', 'This is going to replay in your head at 3am for the next decade.'],
    ],
  },
  {
    category: 'Random Thoughts',
    content:
      'Adulthood is mostly asking each other how tired we are and then both saying "so tired".',
    replies: [
      ['NightBus', 'So tired. You?'],
      ['PaperLantern', 'It is the national sport of being a grown-up.'],
    ],
  },

  // ── Shower Thoughts ────────────────────────────────────────────────────────────────────
  {
    category: 'Shower Thoughts',
    content: 'Your future self is watching you right now through your memories.',
    replies: [
      ['QuietRiver', 'Hi future me, please remember to drink water.'],
      ['KindCactus', 'Okay that is wholesome and slightly terrifying.'],
    ],
  },
  {
    category: 'Shower Thoughts',
    content:
      'A fridge is just a box we open repeatedly hoping it has changed its mind about what is inside.',
    replies: [
      ['MorningOwl', 'Every fifteen minutes, just in case.'],
      ['SlowTide', 'Hope is checking the fridge again.'],
    ],
  },
  {
    category: 'Shower Thoughts',
    content: 'Nobody has ever seen their own face directly, only reflections and pictures.',
    replies: [
      ['NightBus', 'So I am just trusting the mirror? Bold of me.'],
      ['PaperLantern', 'Great, now I have to think about this for the rest of the day.'],
    ],
  },
  {
    category: 'Shower Thoughts',
    content: 'The word "bed" looks like a bed. Once you see it you cannot unsee it.',
    replies: [
      ['KindCactus', 'Oh no. Oh no it does.'],
      ['QuietRiver', 'Best thing I learned today.'],
    ],
  },

  // ── Dark Humor ─────────────────────────────────────────────────────────────────────────
  {
    category: 'Dark Humor',
    content:
      'My plants die so often the garden centre staff recognise me. I think they have started a support group for the plants.',
    replies: [
      [
        'MorningOwl',
        'Try a cactus. Even I could not kill mine, and I really tried not watering it.',
      ],
      ['KindCactus', 'As a cactus, I feel personally nervous right now.'],
    ],
  },
  {
    category: 'Dark Humor',
    content: 'My bank account and I are in a relationship. It is complicated and mostly one-sided.',
    replies: [
      ['SlowTide', 'Mine left me on read after rent day.'],
      ['NightBus', 'Couples therapy for wallets should be a thing.'],
    ],
  },
  {
    category: 'Dark Humor',
    content:
      'Every year I say I will start being organised in January. It is now the third January in a row I have said it in the same notebook.',
    replies: [
      ['PaperLantern', 'At least the notebook is getting good value out of you.'],
      ['QuietRiver', 'Consistency! Just not the kind you planned.'],
    ],
  },

  // ── Pop Culture ────────────────────────────────────────────────────────────────────────
  {
    category: 'Pop Culture',
    content:
      'Rewatching a comfort show for the fifth time because knowing how everything ends is weirdly relaxing.',
    replies: [
      ['KindCactus', 'Comfort shows are emotional support blankets with a laugh track.'],
      ['MorningOwl', 'No surprises, just vibes. Totally valid self-care.'],
    ],
  },
  {
    category: 'Pop Culture',
    content:
      'Why does every movie trailer now show the whole movie? I feel like I have already seen three films this year without buying a ticket.',
    replies: [
      ['NightBus', 'Trailers now: beginning, middle, end, credits, sequel tease.'],
      ['SlowTide', 'I close my eyes during trailers now. My friends think I am meditating.'],
    ],
  },
  {
    category: 'Pop Culture',
    content:
      'That feeling when a song from ten years ago comes on and you remember every single word but not where you left your keys.',
    replies: [
      ['PaperLantern', 'My brain: 2014 lyrics saved forever, my own phone number optional.'],
      ['QuietRiver', 'Priorities, clearly.'],
    ],
  },

  // ── Food Thoughts ──────────────────────────────────────────────────────────────────────
  {
    category: 'Food Thoughts',
    content: 'Cereal is a cold soup and I will not be taking questions at this time.',
    replies: [
      ['MorningOwl', 'I have questions but I am too scared to ask them.'],
      ['KindCactus', 'This is the kind of chaos I come here for.'],
    ],
  },
  {
    category: 'Food Thoughts',
    content:
      'Made soup from scratch for the first time. It tastes like a warm hug and also slightly like I used too much pepper.',
    replies: [
      ['SlowTide', 'A peppery hug is still a hug. Well done, chef!'],
      ['NightBus', 'The second batch is always better. Enjoy the first one anyway.'],
    ],
  },
  {
    category: 'Food Thoughts',
    content: 'Toast is just bread that had a rough day and came out stronger.',
    replies: [
      ['QuietRiver', 'This toast has been through things and it is doing great.'],
      ['PaperLantern', 'Honestly inspiring. Be like toast.'],
    ],
  },

  // ── Gaming ─────────────────────────────────────────────────────────────────────────────
  {
    category: 'Gaming',
    content:
      'Spent three hours decorating my house in a farming game instead of doing any farming. The crops are disappointed in me.',
    replies: [
      ['KindCactus', 'The crops will understand. Interior design is also a kind of harvest.'],
      ['MorningOwl', 'Same. My virtual house is nicer than my real one.'],
    ],
  },
  {
    category: 'Gaming',
    content:
      'Finally beat the boss I have been stuck on for a week. Shouted so loud my neighbour knocked to check I was okay.',
    replies: [
      ['NightBus', 'Your neighbour deserves to know the boss is defeated. Legend.'],
      ['SlowTide', 'Congratulations! That victory shout was earned.'],
    ],
  },
  {
    category: 'Gaming',
    content:
      'Cozy games have honestly helped my anxiety more than I expected. Sometimes you just need a world where nothing bad happens.',
    replies: [
      ['PaperLantern', 'Same here. Watering digital flowers is very calming.'],
      ['QuietRiver', 'A gentle world to rest in is a real kind of self-care.'],
    ],
  },
];
