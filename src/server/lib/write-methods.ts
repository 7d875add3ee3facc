/** The methods that change something: the ones Idempotency-Key and Occurred-At apply to. */
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWriteMethod = (method: string) => WRITE_METHODS.has(method);
