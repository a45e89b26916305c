import { Box, Link, Typography } from '@mui/material';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';

// The spec's allowed link protocols. Anything else (javascript:, data:, vbscript:...) is dropped.
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/** The URL if it is relative or uses an allowed protocol (react-markdown's own test), else ''. */
export function safeHref(url: string): string {
  const colon = url.indexOf(':');
  const firstOf = (char: string) => {
    const at = url.indexOf(char);
    return at === -1 ? Infinity : at;
  };
  const relative = colon === -1 || colon > Math.min(firstOf('/'), firstOf('?'), firstOf('#'));
  return relative || SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}

const urlTransform: UrlTransform = (url) => safeHref(url);

const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

const components: Components = {
  // The page owns its h1, so a markdown "# Title" becomes a section heading.
  h1: ({ children }) => (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  ),
  h4: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography component="p" sx={{ my: 1.25, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => {
    if (!href) return <>{children}</>;
    // In-app links stay in the single-page app; others open in a new tab without access to this one.
    if (isAppPath(href)) {
      return (
        <Link component={RouterLink} to={href}>
          {children}
        </Link>
      );
    }
    if (href.startsWith('#')) return <Link href={href}>{children}</Link>;
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    );
  },
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{ m: 0, my: 2, px: 2, py: 0.5, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      {children}
    </Box>
  ),
  img: ({ src, alt }) => <Box component="img" src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} sx={{ maxWidth: '100%' }} />,
  pre: ({ children }) => (
    <Box component="pre" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.875rem' }}>
      {children}
    </Box>
  ),
};

interface MarkdownProps {
  children: string;
}

/**
 * Markdown from the API (articles, news, assistant replies). Raw HTML is dropped and link targets are
 * limited to the spec's protocols, so stored or generated text cannot inject markup or script URLs.
 */
export function Markdown({ children }: MarkdownProps) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& ul, & ol': { pl: 3, my: 1.25 },
        '& li': { my: 0.5, lineHeight: 1.7 },
        '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em' },
        '& > :first-of-type': { mt: 0 },
      }}
    >
      <ReactMarkdown skipHtml urlTransform={urlTransform} components={components}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
