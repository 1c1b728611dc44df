-- Trigram matching for typo-tolerant course and university name search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
