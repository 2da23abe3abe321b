import { readsAsDistress } from '../distress';
import { readerFindsDistress } from './reader';

/**
 * Whether a check-in comment calls for the support panel (docs/duty-of-care.md, ADR 109): the grammar reads
 * it as distress, or the trained reader does. The reader also flags strain (exhausted, crying after a
 * death, at one's limit), which costs nothing on the writer's own screen but would cry wolf in the counts
 * administrators see, so those read the grammar alone. A module of its own, so that what reads only the
 * grammar (the round's close, the dashboard) never loads the reader's weights.
 */
export function commentNeedsSupport(text: string): boolean {
  return readsAsDistress(text) || readerFindsDistress(text);
}
