import { understand } from './src/assistant/understanding/understand';
import { recognise } from './src/assistant/understanding/classify';
import { detectLanguage } from './src/assistant/understanding/language';
import { terms } from './src/assistant/understanding/terms';
for (const arg of process.argv.slice(2)) {
  const [hist, message] = arg.includes('||') ? arg.split('||').map((s) => s.trim()) : ['', arg];
  const history = hist ? hist.split('|').flatMap((h) => [{ role: 'user' as const, content: h.trim() }, { role: 'assistant' as const, content: 'ok' }]) : [];
  const u = understand({ message: message!, history });
  const lang = detectLanguage(message!);
  console.log(message, '\n  →', JSON.stringify(u), '\n  ranked', recognise(message!, lang).slice(0, 4).map((r) => `${r.intent}:${r.probability.toFixed(2)}`).join(' '), '\n  terms', terms(message!, lang).join(' '));
}
