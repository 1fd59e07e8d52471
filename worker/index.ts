import { app } from './app';
import { runScheduled } from './jobs';

export { ThoughtRoom } from './rooms/thought-room';

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runScheduled(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
