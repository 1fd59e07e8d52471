// What the type checker sees for any `#corpus/<set>/<language>.json` import (tsconfig.base.json
// "paths"): an unchecked value. worker/domain/moderation/corpus.ts parses it with zod.
declare const corpusFile: unknown;
export default corpusFile;
