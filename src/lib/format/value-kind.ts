/**
 * How a table column's values are read, shown and exported. `code`: a year, ID, postal code or other
 * code, shown exactly as its digits (never "2.024").
 */
export type ValueKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'code'
