import { readFileSync } from 'node:fs';
import { renderRulesDoc } from '#tools/rules-doc/render-rules-doc';

test('docs/itinerary-rules.md is the one the rules generate (run `npm run docs:rules` after changing them)', () => {
  const committed = readFileSync(new URL('../../../docs/itinerary-rules.md', import.meta.url), 'utf8');
  expect(committed).toBe(renderRulesDoc());
});
