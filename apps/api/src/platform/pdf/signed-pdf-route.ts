import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignedLinkToken } from '@meridian/domain/signed-link';
import { sendPdf } from './send-pdf.ts';

const TokenOnly = z.object({ token: SignedLinkToken });

/**
 * `GET path` answering the PDF a signed link grants. The link is the permission, so the route
 * sits outside any login scope; `render` throws the link's expired or invalid error. The token is
 * read from `:token` when the path has one, else from the query string.
 */
export function signedPdfRoute(
  app: FastifyInstance,
  route: {
    path: string;
    summary: string;
    render: (token: string) => Promise<{ fileName: string; pdf: Uint8Array }>;
  },
): void {
  const inPath = route.path.includes(':token');
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      schema: { summary: route.summary, ...(inPath ? { params: TokenOnly } : { querystring: TokenOnly }) },
    },
    async (request, reply) => {
      const { token } = TokenOnly.parse(inPath ? request.params : request.query);
      return sendPdf(reply, await route.render(token));
    },
  );
}
