// Progress for long bench runs: one line redrawn in place on a terminal; in a log (not a TTY),
// one line per finished step and no redraws, so CI output stays readable.

const BAR_WIDTH = 24;

function bar(fraction: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}

function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

type Progress = {
  /** Redraws the bar at `done` of the total (terminal only). */
  update(done: number, detail: string): void;
  /** Reports a finished step: the bar on a terminal, a line of its own in a log. */
  step(done: number, detail: string): void;
  /** Ends the bar's line. */
  finish(): void;
};

export function createProgress(label: string, total: number): Progress {
  const tty = process.stdout.isTTY === true;
  const started = Date.now();
  let drawn = false;
  const line = (done: number, detail: string) => {
    const elapsed = (Date.now() - started) / 1000;
    const eta = done > 0 ? (elapsed / done) * (total - done) : NaN;
    const times = `${formatSeconds(elapsed)}${Number.isFinite(eta) ? ` eta ${formatSeconds(eta)}` : ''}`;
    return `${label} ${bar(done / total)} ${done}/${total} ${times}  ${detail}`;
  };
  const draw = (text: string) => {
    const width = process.stdout.columns ?? 120;
    process.stdout.write(`\r${text.slice(0, width - 1)}\x1b[K`);
    drawn = true;
  };
  return {
    update(done, detail) {
      if (tty) draw(line(done, detail));
    },
    step(done, detail) {
      if (tty) draw(line(done, detail));
      else console.log(line(done, detail));
    },
    finish() {
      if (tty && drawn) process.stdout.write('\n');
      drawn = false;
    },
  };
}
