// Where the Share Report modal's buttons send a share link: each site's own share page, and the user's mail program.
import { i18n } from '@/lib/i18n/i18n';

export interface ShareTargets {
  email: string;
  facebook: string;
  twitter: string;
  linkedin: string;
}

export function shareTargets(url: string, title: string): ShareTargets {
  const link = encodeURIComponent(url);
  const subject = encodeURIComponent(title);
  const body = encodeURIComponent(i18n.t('documents:share.emailBody', { url }));
  return {
    email: `mailto:?subject=${subject}&body=${body}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    twitter: `https://twitter.com/intent/tweet?url=${link}&text=${subject}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
  };
}
