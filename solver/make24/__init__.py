"""24 points: every distinct solution of a hand (`search`, `canon`, `solve`), answers checked and
hinted (`identify`, `hints`), how hard a hand is (`difficulty`), the daily puzzle (`daily`) and
whole tables of hands (`tables`). The public names are in `solver` itself."""
