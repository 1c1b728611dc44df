import {
  linkFailureCopy,
  type LinkFailureReason,
  type SignedLinkKind,
} from '@/lib/links/link-failure-copy.ts';
import styles from '@/components/forms/form.module.css';

/**
 * The failure of a signed link inside a page (contact preferences), in the same words as the
 * download links' failure pages (`linkFailureResponse`).
 */
export function LinkFailure({ reason, link }: { reason: LinkFailureReason; link: SignedLinkKind }) {
  const { title, body } = linkFailureCopy(reason, link);
  return (
    <div className={styles.alert} role="alert">
      <h2>{title}</h2>
      <p>{body}</p>
      {link.askAgainLink && (
        <p>
          <a href={link.askAgainLink.href}>{link.askAgainLink.text}</a>
        </p>
      )}
    </div>
  );
}
