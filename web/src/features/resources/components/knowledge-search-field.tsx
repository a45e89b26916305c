import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { MAX_KNOWLEDGE_QUERY } from '@shared/knowledge/knowledge-views';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 250;

/**
 * The answers' search box: searches ~250 ms after the last key, or at once on Enter, and follows the URL when it
 * changes elsewhere (Clear search, Back).
 */
export function KnowledgeSearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = (q: string) => {
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  };

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onSearch(q);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <TextField
      label="Search answers"
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          send(text.trim());
        }
      }}
      autoComplete="off"
      placeholder="e.g. green card renewal, N-400 fee"
      sx={{ flex: '1 1 280px', minWidth: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { maxLength: MAX_KNOWLEDGE_QUERY, enterKeyHint: 'search' },
        inputLabel: { shrink: true },
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
