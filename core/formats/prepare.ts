/**
 * The shared front of every provider export: the four-role messages (lower-messages.ts), paired and repaired
 * (pairing.ts), within the image cap (images.ts). Pure.
 */
import type { AgentMessage } from '../session/messages';
import { capImages } from './images';
import { lowerMessages } from './lower-messages';
import { pairToolTurns, type PreparedTurn } from './pairing';

export const prepareTurns = (messages: readonly AgentMessage[], imageCap: number): PreparedTurn[] =>
  capImages(pairToolTurns(lowerMessages(messages)), imageCap);
