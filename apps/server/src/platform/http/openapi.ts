import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { HttpApp } from './types.js';

/** OpenAPI generated from the route schemas, browsable at /docs; register before any route. */
export async function installOpenApi(app: HttpApp): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Khela API',
        version: '0.1.0',
        description: 'Responses are { success, value, message, code? }.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
