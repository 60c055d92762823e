import { up as init } from './001_init.ts'
import { up as member } from './004_member.ts'

// Ordered list: append new migrations; never edit one that has shipped.
export const migrations: ReadonlyArray<{ name: string; up: string }> = [
  { name: '001_init', up: init },
  { name: '004_member', up: member },
]
