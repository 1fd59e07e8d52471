// The report's chart: per endpoint, horizontal bars of its cost relative to the health baseline
// ("× base") at one table size, one bar per connection count. Plain SVG, no chart library.
import { BASELINE, timesBase, type Cell } from './report.ts';

const COLORS = ['#2563eb', '#f97316', '#16a34a', '#9333ea'];
const LABEL_WIDTH = 230;
const PLOT_WIDTH = 440;
const BAR_HEIGHT = 12;
const BAR_GAP = 3;
const GROUP_GAP = 10;
const TOP = 56;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function renderCostChart(cells: Cell[], size: string, connections: number[]): string {
  const endpoints = [...new Set(cells.map((c) => c.endpoint))].filter((e) => e !== BASELINE);
  const valueOf = (endpoint: string, c: number) => {
    const cell = cells.find(
      (x) => x.size === size && x.endpoint === endpoint && x.connections === c,
    );
    const value = cell ? timesBase(cell) : null;
    return value !== null && Number.isFinite(value) ? value : null;
  };
  const values = endpoints.flatMap((e) => connections.map((c) => valueOf(e, c) ?? 0));
  const largest = Math.max(...values, 2);
  // Gridlines every 1, 2, 5, 10, 20… × so there are never more than about eight of them.
  const tickStep = [1, 2, 5, 10, 20, 50, 100, 200, 500].find((step) => largest / step <= 8) ?? 1000;
  const axisMax = Math.ceil(largest / tickStep) * tickStep;
  const x = (value: number) => LABEL_WIDTH + (value / axisMax) * PLOT_WIDTH;
  const groupHeight = connections.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP;
  const height = TOP + endpoints.length * (groupHeight + GROUP_GAP) + 30;
  const width = LABEL_WIDTH + PLOT_WIDTH + 60;

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="12" y="20" font-size="14" font-weight="600" fill="#111827">Cost per request at ${escapeXml(size)}, relative to GET /api/health (× base)</text>`,
  ];
  connections.forEach((c, i) => {
    const lx = LABEL_WIDTH + i * 90;
    parts.push(
      `<rect x="${lx}" y="30" width="12" height="12" fill="${COLORS[i % COLORS.length]}"/>`,
      `<text x="${lx + 16}" y="40" fill="#374151">c=${c}</text>`,
    );
  });
  const plotBottom = height - 24;
  for (let tick = 0; tick <= axisMax; tick += tickStep) {
    parts.push(
      `<line x1="${x(tick)}" y1="${TOP - 6}" x2="${x(tick)}" y2="${plotBottom}" stroke="#e5e7eb"/>`,
      `<text x="${x(tick)}" y="${plotBottom + 14}" text-anchor="middle" fill="#6b7280">${tick}×</text>`,
    );
  }
  // The baseline itself: a bar ending here costs what /api/health costs.
  parts.push(
    `<line x1="${x(1)}" y1="${TOP - 6}" x2="${x(1)}" y2="${plotBottom}" stroke="#6b7280" stroke-dasharray="4 3"/>`,
  );
  endpoints.forEach((endpoint, row) => {
    const top = TOP + row * (groupHeight + GROUP_GAP);
    parts.push(
      `<text x="${LABEL_WIDTH - 8}" y="${top + groupHeight / 2 + 4}" text-anchor="end" fill="#111827">${escapeXml(endpoint)}</text>`,
    );
    connections.forEach((c, i) => {
      const value = valueOf(endpoint, c);
      const y = top + i * (BAR_HEIGHT + BAR_GAP);
      if (value === null) return;
      parts.push(
        `<rect x="${LABEL_WIDTH}" y="${y}" width="${(x(value) - LABEL_WIDTH).toFixed(1)}" height="${BAR_HEIGHT}" fill="${COLORS[i % COLORS.length]}"><title>${escapeXml(endpoint)}, c=${c}: ${value.toFixed(2)}× base</title></rect>`,
        `<text x="${(x(value) + 4).toFixed(1)}" y="${y + BAR_HEIGHT - 2}" fill="#374151" font-size="11">${value.toFixed(2)}</text>`,
      );
    });
  });
  parts.push('</svg>', '');
  return parts.join('\n');
}
