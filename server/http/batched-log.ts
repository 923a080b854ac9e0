// The log's lines reach pino's SonicBoom (asynchronous writes to stdout) one batch per turn of the event
// loop instead of one line at a time. SonicBoom appends each line to the string it has pending and then
// measures that string's bytes, which flattens it: a busy server, whose pending string grows while a write
// is under way, paid for up to 16 kB of earlier lines at every request line. A batch is joined once and
// measured once (docs/performance.md, fix 27). Lines keep their order and are at most one turn late.

/** What the batch is handed to: SonicBoom, as `pino.destination()` makes it. */
export interface LogSink {
  write(data: string): unknown;
  flushSync(): void;
}

export interface BatchedLog {
  write(line: string): void;
  /** Hands the pending lines over and writes everything out before returning (at exit). */
  flushSync(): void;
}

export function batchedLog(sink: LogSink): BatchedLog {
  let lines: string[] = [];
  let handOverDue = false;
  const handOver = () => {
    handOverDue = false;
    if (lines.length === 0) return;
    const batch = lines.join('');
    lines = [];
    sink.write(batch);
  };
  return {
    write(line) {
      lines.push(line);
      if (!handOverDue) {
        handOverDue = true;
        setImmediate(handOver);
      }
    },
    flushSync() {
      handOver();
      sink.flushSync();
    },
  };
}
