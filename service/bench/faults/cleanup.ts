/**
 * What the faults benchmark leaves behind, undone on every way out: on success, on a failure,
 * on Ctrl-C. Each step is synchronous so that it also runs from the process's 'exit' event.
 */

type Step = { name: string; undo: () => void };

const steps: Step[] = [];

/** Registers an undo step; the answer removes it (once it was undone by hand). */
export function onCleanup(name: string, undo: () => void): () => void {
  const step = { name, undo };
  steps.push(step);
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}

/** Runs every registered step, last registered first; never throws. */
export function cleanupAll(): void {
  while (steps.length > 0) {
    const step = steps.pop() as Step;
    try {
      step.undo();
    } catch (error) {
      console.error(`cleanup: ${step.name} failed: ${String(error)}`);
    }
  }
}

process.on('exit', cleanupAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanupAll();
    process.exit(130);
  });
}
