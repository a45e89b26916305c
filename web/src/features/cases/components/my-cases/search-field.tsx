import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { CASE_LIMITS } from '@shared/cases/case-inputs';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_LABEL = 'Search by case #, name or applicant…';
const DEBOUNCE_MS = 300;

/** The search box: sends its text ~300 ms after the last key, and follows the URL when it changes elsewhere. */
export function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // "Clear filters" or Back changed the search: show it, unless it is what this box just sent.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onSearch(q);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <TextField
      placeholder={SEARCH_LABEL}
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: '1 1 280px', minWidth: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { maxLength: CASE_LIMITS.search, 'aria-label': SEARCH_LABEL },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
