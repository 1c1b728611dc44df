/** Why a signed link (a brochure, an e-book, contact preferences…) gives nothing. */
export type LinkFailureReason = 'expired' | 'invalid' | 'missing';

/** A kind of signed link the site sends, in the words its failure pages use. */
export interface SignedLinkKind {
  /** As the person knows it: "brochure link". */
  name: string;
  /** How long such a link works, for the expired page: "7 days". */
  lifetime: string;
  /** How to get a new one, as a sentence. */
  askAgain: string;
  /** Where to ask again, when there is one place to go. */
  askAgainLink?: { href: string; text: string };
}

/**
 * The title and words of the one failure page of each kind: expired (the link was ours and its time
 * is over), invalid (cut short, altered, or not ours) or missing (the page was opened without one).
 */
export function linkFailureCopy(
  reason: LinkFailureReason,
  link: SignedLinkKind,
): { title: string; body: string } {
  if (reason === 'expired') {
    const kind = `${link.name.charAt(0).toUpperCase()}${link.name.slice(1)}s`;
    return {
      title: `This ${link.name} has expired`,
      body: `${kind} work for ${link.lifetime}. ${link.askAgain}`,
    };
  }
  if (reason === 'invalid') {
    return {
      title: `This ${link.name} is not valid`,
      body: `It may have been cut short or changed when it was copied: open the whole link from the message. ${link.askAgain}`,
    };
  }
  return { title: 'This page needs the link from one of our messages', body: link.askAgain };
}

/** HTTP status of each failure page: an expired link is gone (410), any other is not found (404). */
export const LINK_FAILURE_STATUS = { expired: 410, invalid: 404, missing: 404 } as const;
