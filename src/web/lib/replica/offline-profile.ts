import type { MyProfile } from '@shared/schemas/profiles';
import { readStored } from '../session-storage';
import { replica } from './browser-replica';
import { viewKeys } from './replica-views';

/**
 * The signed-in person's profile as their device's copy holds it, for a start without signal:
 * a reload offline keeps the session the stored token stands for (the server checks that token
 * again on the first request that reaches it). Only the copy of the person stored as signed in
 * counts; otherwise there is none.
 */
export async function profileFromDeviceCopy(): Promise<MyProfile | null> {
  const userId = readStored('userId');
  const meta = await replica.meta();
  if (!userId || meta?.userId !== userId || !meta.cursor) return null;
  const view = await replica.view(viewKeys.myProfile);
  const profile = view?.body as MyProfile | undefined;
  return profile?.id === userId ? profile : null;
}
