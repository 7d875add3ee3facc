/**
 * Memory use as the server's figures, alerts and screens judge it (ADR 40): heap used ÷ heap limit,
 * how close the process is to running out of memory. Heap used ÷ heap total would alarm on a
 * healthy process, since V8 grows its heap only as it fills.
 */
export function memoryUsage(heapUsed: number, heapLimit: number): number {
  return heapLimit > 0 ? heapUsed / heapLimit : 0;
}
