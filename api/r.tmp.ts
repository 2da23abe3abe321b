import { searchHelp, aboutHearth } from './src/assistant/knowledge';
import { understand } from './src/assistant/understanding/understand';
for (const m of process.argv.slice(2)) {
  const u = understand({ message: m, history: [] });
  const hits = searchHelp(m, u.language, 3).map((h) => `${h.passage.id}:${(h.score * h.coverage).toFixed(1)}/${h.coverage.toFixed(2)}`);
  console.log(u.intent, u.confident, aboutHearth(m, u.language), m, '\n   ', hits.join(' '));
}
