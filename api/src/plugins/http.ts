import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import { registerErrorHandling } from '../lib/errors';
import { zodSerializerCompiler } from '../lib/serialization';
import { zodValidatorCompiler } from '../lib/validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered (the fuzz test drives each one). */
    routeTable: RouteOptions[];
  }
}

/**
 * How every request is read and every answer written: JSON bodies, the contract schemas, the one
 * error handler, and answers kept apart per language.
 */
export const httpPlugin = fp(
  async (app) => {
    const routeTable: RouteOptions[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => void routeTable.push(route));

    // Every call carries a JSON content type (spec §7), also body-less POSTs such as
    // joincourseexam/{testId}: an empty JSON body is "no body", not an error.
    const parseJson = app.getDefaultJsonParser('error', 'ignore');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });

    // Route schemas are zod schemas from @lms/shared/contracts; a failure reaches the error
    // handler as the ZodError itself, so its message keys can be translated.
    app.setValidatorCompiler(zodValidatorCompiler);
    // Answers go out through their route's zod response schema: only declared fields leave.
    app.setSerializerCompiler(zodSerializerCompiler);
    registerErrorHandling(app);
    // Messages and content come in the language the client asks for (i18n/content-locale.ts), so
    // a shared cache must keep each language's answer apart.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('vary', 'Accept-Language');
    });
  },
  { name: 'http' },
);
