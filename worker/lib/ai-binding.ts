/**
 * The part of a Workers AI binding the moderation model uses: `env.AI.run(model, {messages})`.
 * The binding is absent from the default wrangler.toml (README, "Configuration"). Its own
 * module so the moderation code that runs under plain Node never reads the Workers `Env`.
 */
export type AiBinding = {
  run(model: string, input: { messages: { role: 'user'; content: string }[] }): Promise<unknown>;
};
