import { Box, Button } from '@mui/material';

interface NumberedPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Knowledge Center pages". */
  label: string;
}

/** Prev, one button per page and Next (the Knowledge Center's pagination in the spec), shown even for one page. */
export function NumberedPagination({ page, totalPages, onChange, label }: NumberedPaginationProps) {
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Prev
      </Button>
      {pages.map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'outlined'}
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
          sx={{ minWidth: 40 }}
        >
          {n}
        </Button>
      ))}
      <Button variant="outlined" size="small" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
