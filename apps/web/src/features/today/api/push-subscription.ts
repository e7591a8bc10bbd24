import type { BodyOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/*
 * Plain fetchers, not queries (ADR 0046): turning reminders on is one ordered chain — permission, the
 * server's key, the browser's subscription, storing it, then the settings — run by `useReminders`.
 */

/** `GET v1/reminders/vapid_public_key`: the key `PushManager.subscribe` needs. */
export function getVapidKey(): Promise<{ publicKey: string }> {
  return apiClient.call('getVapidKey', {});
}

/** `PUT v1/reminders/push_subscription`: this device's subscription, stored for the account. */
export function putPushSubscription(body: BodyOf<'putPushSubscription'>): Promise<{ saved: boolean }> {
  return apiClient.call('putPushSubscription', { body });
}

/** `DELETE v1/reminders/push_subscription`: forget this device. */
export function deletePushSubscription(endpoint: string): Promise<{ saved: boolean }> {
  return apiClient.call('deletePushSubscription', { query: { endpoint } });
}
