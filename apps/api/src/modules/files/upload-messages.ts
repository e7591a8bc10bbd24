import type { Locale } from '@nutri/domain/contracts';

/** What an upload refusal says, in the request's locale (zh-CN first, en-US second). */

const mib = (bytes: number) => {
  const v = bytes / (1024 * 1024);
  return v >= 10 ? v.toFixed(0) : String(Math.round(v * 10) / 10);
};

/** "in 12 minutes" / "12 分钟后", rounded up to what a person would say. */
function after(locale: Locale, seconds: number): string {
  if (seconds < 90) return locale === 'en-US' ? `in ${seconds} seconds` : `${seconds}秒后`;
  if (seconds < 90 * 60) {
    const m = Math.ceil(seconds / 60);
    return locale === 'en-US' ? `in ${m} minutes` : `${m}分钟后`;
  }
  const h = Math.ceil(seconds / 3600);
  return locale === 'en-US' ? `in about ${h} hours` : `约${h}小时后`;
}

export const uploadMessages = {
  dailyFiles: (locale: Locale, max: number, retryAfterS: number) =>
    locale === 'en-US'
      ? `Daily upload limit reached: at most ${max} files in 24 hours. Please try again ${after(locale, retryAfterS)}.`
      : `已达到每日上传数量上限：24 小时内最多 ${max} 个文件，请${after(locale, retryAfterS)}再试。`,
  dailyBytes: (locale: Locale, maxBytes: number, usedBytes: number, retryAfterS: number) =>
    locale === 'en-US'
      ? `Daily upload volume reached: at most ${mib(maxBytes)} MiB in 24 hours (${mib(usedBytes)} MiB used). Please try again ${after(locale, retryAfterS)}.`
      : `已达到每日上传容量上限：24 小时内最多 ${mib(maxBytes)} MB（已用 ${mib(usedBytes)} MB），请${after(locale, retryAfterS)}再试。`,
  largerThanDaily: (locale: Locale, maxBytes: number) =>
    locale === 'en-US'
      ? `The file is larger than the daily upload volume of ${mib(maxBytes)} MiB`
      : `文件大小超过每日上传容量上限（${mib(maxBytes)} MB）`,
  tooLarge: (locale: Locale, maxBytes: number) =>
    locale === 'en-US'
      ? `The file is too large: at most ${mib(maxBytes)} MiB`
      : `文件过大：最大 ${mib(maxBytes)} MB`,
  rate: (locale: Locale, max: number, retryAfterS: number) =>
    locale === 'en-US'
      ? `Too many uploads: at most ${max} per minute. Please try again ${after(locale, retryAfterS)}.`
      : `上传过于频繁：每分钟最多 ${max} 个文件，请${after(locale, retryAfterS)}再试。`,
};
