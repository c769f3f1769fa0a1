import { registerMessages } from '../namespaces';
import { bnRooms } from './bn-rooms';
import { enRooms } from './en-rooms';

export const ROOMS_NS = 'rooms';

/**
 * Adds the rooms strip's texts in every site language. Called by the strip's module, so the texts
 * come with the lobby's chunk, never with the first view (the home page is at its budget).
 */
export function registerRoomsMessages(): void {
  registerMessages(ROOMS_NS, bnRooms, enRooms);
}
