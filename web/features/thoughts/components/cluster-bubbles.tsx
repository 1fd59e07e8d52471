import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Category, Cluster } from '../../../../schema/api';
import { CATEGORIES } from '../../../../schema/constants';
import { Tooltip, TooltipProvider } from '../../../components/ui/tooltip';
import type { MessageId } from '../../../i18n/message-ids';
import { Trans, useT } from '../../../i18n/react';
import { categoryDescription, categoryName } from '../../../lib/category-labels';
import { useMediaQuery } from '../hooks/use-media-query';
import { layoutBubbles, type PlacedBubble } from './bubble-layout';

const FRAME_MS = 1000 / 30;
/** Used where the container measures 0 × 0 (jsdom, a hidden container). */
const FALLBACK_SIZE = { width: 960, height: 600 };

const NO_LAYOUT: ReturnType<typeof layoutBubbles> = { boxes: [], bubbles: [] };

const GROUP_LABELS = {
  real: 'thoughts.categoryGroup.real',
  meme: 'thoughts.categoryGroup.meme',
} as const satisfies Record<Cluster['group'], MessageId>;

const GROUP_STYLES = {
  real: {
    idle: 'border-sky-300 bg-sky-100 text-sky-950 hover:bg-sky-200',
    selected: 'border-sky-800 bg-sky-700 text-white',
  },
  meme: {
    idle: 'border-amber-300 bg-amber-100 text-amber-950 hover:bg-amber-200',
    selected: 'border-amber-700 bg-amber-400 text-amber-950',
  },
} as const;

type Size = { width: number; height: number };

function sameSize(a: Size | null, b: Size) {
  return a !== null && a.width === b.width && a.height === b.height;
}

/**
 * The element's size, measured before the first paint: the bubbles are laid out once, at their
 * real size, instead of at a guess and then again (which shows as a layout shift). `null` until
 * measured, so nothing is drawn at the wrong size.
 */
function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (next: Size) => {
      if (next.width > 0 && next.height > 0) {
        setSize((current) => (sameSize(current, next) ? current : next));
      }
    };
    const { width, height } = element.getBoundingClientRect();
    // jsdom and hidden containers measure 0 × 0.
    update(width > 0 && height > 0 ? { width, height } : FALLBACK_SIZE);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/**
 * Whether any of the element is in the viewport; true until known, and where the browser cannot
 * tell (no IntersectionObserver).
 */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * A gentle float at 30 fps, written straight to each bubble's transform (no React renders per
 * frame). Off when the user prefers reduced motion, and while the map is scrolled out of view:
 * each frame restyles every bubble, about 75 ms of CPU a second on this machine's Chromium, which
 * a phone would spend on a map nobody sees while its owner reads the thoughts below.
 */
function useFloat(bubbles: PlacedBubble[], enabled: boolean) {
  const elements = useRef(new Map<Category, HTMLElement>());
  useEffect(() => {
    const nodes = elements.current;
    if (!enabled || typeof requestAnimationFrame !== 'function') return;
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      frame = requestAnimationFrame(tick);
      if (time - last < FRAME_MS) return;
      last = time;
      bubbles.forEach((bubble, index) => {
        const node = nodes.get(bubble.cluster.category);
        if (!node) return;
        const amplitude = Math.min(6, bubble.r * 0.06);
        const dx = amplitude * Math.sin(time / (1700 + index * 90) + index);
        const dy = amplitude * Math.cos(time / (2100 + index * 70) + index * 2);
        node.style.transform = `translate(${dx.toFixed(2)}px, ${dy.toFixed(2)}px)`;
      });
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      for (const node of nodes.values()) node.style.transform = '';
    };
  }, [bubbles, enabled]);
  return elements;
}

export function ClusterBubbles({
  clusters,
  selected,
  onSelect,
}: {
  clusters: Cluster[];
  selected: Category | null;
  onSelect: (category: Category) => void;
}) {
  const t = useT();
  const { ref, size } = useElementSize<HTMLDivElement>();
  const motionAllowed = useMediaQuery('(prefers-reduced-motion: no-preference)');
  const layout = useMemo(() => {
    if (!size) return NO_LAYOUT;
    const ordered = [...clusters].sort(
      (a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
    );
    return layoutBubbles(ordered, size.width, size.height);
  }, [clusters, size]);
  const onScreen = useOnScreen(ref);
  const elements = useFloat(layout.bubbles, motionAllowed && onScreen);

  // The provider lives here, not app-wide: the tooltip library then loads with this screen only.
  return (
    <TooltipProvider>
      <div ref={ref} className="relative h-[70vh] min-h-[600px] w-full overflow-hidden">
        {layout.boxes.map((box) => (
          <p
            key={box.group}
            className="absolute text-center text-sm font-semibold tracking-wide text-slate-700 uppercase"
            style={{ left: box.x, top: box.y - 28, width: box.width }}
          >
            {t(GROUP_LABELS[box.group])}
          </p>
        ))}
        {layout.bubbles.map(({ cluster, x, y, r }) => {
          const isSelected = selected === cluster.category;
          const styles = GROUP_STYLES[cluster.group];
          return (
            <Tooltip key={cluster.category} label={categoryDescription(t, cluster.category)}>
              <button
                type="button"
                ref={(node) => {
                  if (node) elements.current.set(cluster.category, node);
                  else elements.current.delete(cluster.category);
                }}
                aria-pressed={isSelected}
                onClick={() => onSelect(cluster.category)}
                className={`absolute flex flex-col items-center justify-center overflow-hidden rounded-full border-2 p-2 text-center leading-tight shadow-sm transition-colors ${isSelected ? styles.selected : styles.idle}`}
                style={{
                  left: x - r,
                  top: y - r,
                  width: r * 2,
                  height: r * 2,
                  fontSize: `${Math.max(10, Math.min(18, r / 4.5))}px`,
                  // Its own compositor layer: each float frame moves it without repainting.
                  willChange: motionAllowed ? 'transform' : undefined,
                }}
              >
                {/* The name is the visible text plus hidden words ("Anxiety: 12 thoughts"): a
                  separate aria-label would not contain what a voice-control user reads out. */}
                <Trans
                  id="thoughts.bubbles.label"
                  values={{ category: categoryName(t, cluster.category), count: cluster.count }}
                  components={{
                    0: <span className="font-semibold" />,
                    1: <span className="sr-only" />,
                    2: <span />,
                    3: <span className="sr-only" />,
                  }}
                />
              </button>
            </Tooltip>
          );
        })}
      </div>
    </TooltipProvider>
  );
}
