import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AsyncState } from '@/components/ui/async-state';
import { Markdown } from '@/components/ui/markdown';
import { useFaq } from '../api/get-faq';

export function FaqList() {
  const { t } = useTranslation('support');
  const faq = useFaq();
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ mt: 5 }}>
      <Typography id="faq-heading" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('faq.heading')}
      </Typography>
      <AsyncState
        query={faq}
        loadingLabel={t('faq.loading')}
        errorMessage={(error) => t('faq.loadError', { message: error.message })}
        isEmpty={(entries) => entries.length === 0}
        empty={t('faq.empty')}
      >
        {(entries) => (
          <Box>
            {entries.map((entry) => (
              <Accordion key={entry.id} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
                <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${entry.id}-answer`} id={`faq-${entry.id}-question`}>
                  {/* Accordion already wraps the summary in an h3. */}
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {entry.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${entry.id}-answer`} sx={{ pt: 0 }}>
                  <Markdown>{entry.answer}</Markdown>
                  {entry.link && (
                    <Link component={RouterLink} to={entry.link} underline="hover" sx={{ fontWeight: 600 }}>
                      {t('faq.takeMeThere')}
                    </Link>
                  )}
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
      </AsyncState>
    </Box>
  );
}
