/**
 * A positive pregnancy test told, in the words people use (两条杠, "got a faint positive", "bfp"). One phrase for
 * the three readers that need it: the triage's loose pregnancy context, the veto that keeps a calm positive test
 * out of the ectopic card, and the teratogen lead that does not ask for a test already done.
 */
export const POSITIVE_TEST_SAID =
  /验孕[^，。！？,.!?]{0,6}(阳性|两条杠|两道杠|弱阳)|早孕试纸[^，。！？,.!?]{0,6}(阳性|两条杠|两道杠|弱阳)|两条杠|两道杠|\b(bfp|faint line|faint positive|tested positive|(faint |weak )?positive (pregnancy )?test|(got|get|getting|had|have) (a |an )?(faint |weak )?positive|test (is|was|came back|came up) positive|(two|2) lines)\b/;

/** `phrase` or any of `more`, as one expression (flags of `phrase` kept, plus those given). */
export function positiveTestOr(more: RegExp, flags = ''): RegExp {
  return new RegExp(`${POSITIVE_TEST_SAID.source}|${more.source}`, flags);
}
