import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The plugin with each route it registers tagged `tag` in the OpenAPI document (its module's name,
 * or `dev`): the tag is set once where a module is mounted, not repeated on every route.
 */
export function taggedRoutes<Options extends object>(
  tag: string,
  plugin: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      if (route.schema) route.schema.tags ??= [tag];
    });
    await plugin(app, options);
  };
}
