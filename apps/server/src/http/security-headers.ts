import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Security headers for the portal and the API. The CSP allows what the portal needs and nothing more:
 * its own scripts, inline styles (antd writes CSS-in-JS style tags), data: images (captcha, icons) and the
 * configured seal-logo script host, which may also show its logo image.
 */
export async function registerSecurityHeaders(app: FastifyInstance, sealScriptUrl: string): Promise<void> {
  const seal = originOf(sealScriptUrl);
  const extra = seal ? [seal] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...extra],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The portal is also served over plain http on 127.0.0.1 (tests, local demo): no upgrade, no HSTS there.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
