/** The part of `web-push` (3.6) used here; the package ships no types. */
declare module 'web-push' {
  interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  interface WebPush {
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
    generateRequestDetails(
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      payload: string,
      options: {
        vapidDetails: { subject: string; publicKey: string; privateKey: string };
        TTL?: number;
        urgency?: 'very-low' | 'low' | 'normal' | 'high';
        topic?: string;
      },
    ): RequestDetails;
  }
  const webPush: WebPush;
  export default webPush;
}
