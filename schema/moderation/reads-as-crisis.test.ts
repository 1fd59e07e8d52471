import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readsAsCrisis } from './reads-as-crisis.ts';

/** Every module reads-as-crisis.ts pulls in, followed through relative imports. */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, path] of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)) {
      if (path) visit(resolve(dirname(file), path));
    }
  };
  visit(entry);
  return [...seen].map((file) => file.slice(resolve(dirname(entry)).length + 1));
}

describe('readsAsCrisis, the web draft check', () => {
  test('reads crisis language in every language, and nothing else', () => {
    expect(readsAsCrisis('I just want to end it')).toBe(true);
    expect(readsAsCrisis('しにたい')).toBe(true);
    expect(readsAsCrisis('хочу сдохнуть')).toBe(true);
    expect(readsAsCrisis('this exam is killing me')).toBe(false);
  });

  test('reads a long draft by each two sentences in a row, as detect() does (docs/decisions/057)', () => {
    // Written for this test, in none of the corpora: whole, it reads under the threshold.
    const draft =
      'Hoy fue un día normal en el trabajo, muchas reuniones. Por la tarde pasé por el súper a comprar pan y leche. Cada noche al volver a casa me quedo un rato más en el puente. Esta noche casi no me bajo de la baranda. Luego cené pasta y vi una serie con mi compañero de piso. Mañana entro a las ocho como siempre.';
    expect(readsAsCrisis(draft)).toBe(true);
  });

  test('rules out a crisis phrase as detect() does (docs/decisions/027)', () => {
    // Written for this test, in none of the corpora; detect.test.ts has more.
    expect(
      readsAsCrisis(
        'Our support group for people who lost someone to suicide meets on Tuesdays, everyone is welcome',
      ),
    ).toBe(false);
    expect(
      readsAsCrisis(
        "my friend texted me 'I want to kill myself' last night and I don't know what to do",
      ),
    ).toBe(true);
  });

  test('rules out a crisis got through as detect() does (docs/decisions/059)', () => {
    // Written for this test, in none of the corpora; detect.test.ts has more.
    expect(
      readsAsCrisis(
        'Vor sechs Jahren wollte ich nicht mehr leben. Heute habe ich eine Tochter und lache wieder jeden Tag.',
      ),
    ).toBe(false);
    expect(
      readsAsCrisis(
        'Vor sechs Jahren wollte ich nicht mehr leben. Heute ist es wieder genauso schlimm und ich habe Angst vor heute Nacht.',
      ),
    ).toBe(true);
  });

  test('a word that is a crisis only beside harm shows no help here (docs/decisions/072)', () => {
    expect(readsAsCrisis('¿te vienes a la playa conmigo?')).toBe(false);
    expect(readsAsCrisis('ya no aguanto más, me mato')).toBe(true);
  });

  test('its import graph holds no threat or contact code', () => {
    const modules = importGraph(fileURLToPath(new URL('./reads-as-crisis.ts', import.meta.url)));
    expect(modules).toContain('crisis.ts');
    expect(modules.filter((m) => /threat|contact|detect|language\.ts/.test(m))).toEqual([]);
  });
});
