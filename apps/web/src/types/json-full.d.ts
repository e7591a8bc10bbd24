// `?full` imports a locale catalog as its own lazily loaded chunk (see src/lib/i18n.ts).
declare module '*.json?full' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
