/**
 * The plan's life (issue 32 §2): the rules the API applies between reading a plan and writing it — the
 * engine's inputs and their hash, the per-plan lab bound, the reviewed report. Pure; the API's services
 * read, call these, and write.
 */
export * from './plan-inputs';
export * from './reviewed-report';
