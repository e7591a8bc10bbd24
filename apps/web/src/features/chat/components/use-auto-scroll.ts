import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How close to the bottom (CSS px) still counts as "at the latest message". */
const NEAR_BOTTOM_PX = 64;

/**
 * Follows a growing list (a streamed answer) by keeping it scrolled to the bottom, until the user
 * scrolls up to read: then it stays where they are and `following` turns false (show "jump to latest").
 * Scrolling back to the bottom, `jump()` or `follow()` (on sending) resumes following.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, content: unknown) {
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);

  const setFollow = useCallback((value: boolean) => {
    if (followingRef.current === value) return;
    followingRef.current = value;
    setFollowing(value);
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => setFollow(el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX);
    el.addEventListener('scroll', onScroll, { passive: true });
    // Content that grows without a React change (fonts, wrapping after a resize) is followed too.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (followingRef.current) el.scrollTop = el.scrollHeight;
          });
    if (observer && el.firstElementChild) observer.observe(el.firstElementChild);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [ref, setFollow]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && followingRef.current) el.scrollTop = el.scrollHeight;
  }, [ref, content]);

  const jump = useCallback(() => {
    const el = ref.current;
    followingRef.current = true;
    setFollowing(true);
    if (el) el.scrollTop = el.scrollHeight;
  }, [ref]);

  return { following, jump, follow: jump };
}
