// Placeholder: the stand-in services are being written.
export function createStandIns() {
  const handle = async () => false;
  return {
    handle,
    koa: async (ctx, next) => {
      if (await handle(ctx.req, ctx.res)) { ctx.respond = false; return; }
      await next();
    },
  };
}
