/** Per-request facts the one log line of a request reports (set along the pipeline). */
export interface RequestFacts {
  msgCd?: string;
  operatorId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    mp: RequestFacts;
  }
}
