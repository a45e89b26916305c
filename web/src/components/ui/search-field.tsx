import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  /** The search in effect (usually from the URL). */
  value: string;
  onSearch: (q: string) => void;
  /** The accessible name; shown as the field's label when `visibleLabel`, else read out only. */
  label: string;
  visibleLabel?: boolean;
  placeholder?: string;
  maxLength: number;
  debounceMs?: number;
}

/**
 * A list's search box: sends its trimmed text a moment after the last key, or at once on Enter, and follows `value`
 * when it changes elsewhere ("Clear filters", Back), unless that is what this box just sent.
 */
export function SearchField({ value, onSearch, label, visibleLabel = false, placeholder, maxLength, debounceMs = 300 }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const send = (q: string) => {
    if (q === sent.current.trim()) return;
    sent.current = q;
    onSearch(q);
  };

  useEffect(() => {
    const q = text.trim();
    if (q === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = q;
      onSearch(q);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch, debounceMs]);

  return (
    <TextField
      {...(visibleLabel ? { label } : {})}
      placeholder={placeholder ?? label}
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
      sx={{ flex: '1 1 280px', minWidth: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { maxLength, enterKeyHint: 'search', ...(visibleLabel ? {} : { 'aria-label': label }) },
        ...(visibleLabel ? { inputLabel: { shrink: true } } : {}),
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
