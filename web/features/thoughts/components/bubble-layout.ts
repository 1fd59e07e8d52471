import { hierarchy, pack } from 'd3-hierarchy';
import type { Cluster } from '../../../../schema/api';
import { bubbleWeight } from '../lib/bubble-tier';

export type PlacedBubble = { cluster: Cluster; x: number; y: number; r: number };
export type GroupBox = {
  group: Cluster['group'];
  x: number;
  y: number;
  width: number;
  height: number;
};

/** Below this width the two groups stack (real problems on top) instead of sitting side by side. */
const SIDE_BY_SIDE_MIN_WIDTH = 560;
/** Room above each group for its label. */
const LABEL_SPACE = 32;

type PackDatum = { cluster?: Cluster; children?: PackDatum[] };

function packGroup(clusters: Cluster[], box: GroupBox): PlacedBubble[] {
  const root = hierarchy<PackDatum>({ children: clusters.map((cluster) => ({ cluster })) }).sum(
    (datum) => (datum.cluster ? bubbleWeight(datum.cluster.count) : 0),
  );
  const packed = pack<PackDatum>()
    .size([box.width, box.height])
    .padding(Math.max(4, Math.min(box.width, box.height) * 0.02))(root);
  return packed
    .leaves()
    .flatMap((leaf) =>
      leaf.data.cluster
        ? [{ cluster: leaf.data.cluster, x: box.x + leaf.x, y: box.y + leaf.y, r: leaf.r }]
        : [],
    );
}

/** Real problems on the left, memes on the right (stacked on narrow screens), circle-packed. */
export function layoutBubbles(clusters: Cluster[], width: number, height: number) {
  const sideBySide = width >= SIDE_BY_SIDE_MIN_WIDTH;
  const boxes: GroupBox[] = sideBySide
    ? [
        { group: 'real', x: 0, y: LABEL_SPACE, width: width / 2, height: height - LABEL_SPACE },
        {
          group: 'meme',
          x: width / 2,
          y: LABEL_SPACE,
          width: width / 2,
          height: height - LABEL_SPACE,
        },
      ]
    : [
        { group: 'real', x: 0, y: LABEL_SPACE, width, height: height / 2 - LABEL_SPACE },
        {
          group: 'meme',
          x: 0,
          y: height / 2 + LABEL_SPACE,
          width,
          height: height / 2 - LABEL_SPACE,
        },
      ];
  const bubbles = boxes.flatMap((box) =>
    packGroup(
      clusters.filter((cluster) => cluster.group === box.group),
      box,
    ),
  );
  return { boxes, bubbles };
}
