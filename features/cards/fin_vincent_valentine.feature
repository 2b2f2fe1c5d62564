Feature: Vincent Valentine
  Vincent Valentine {2}{B}{B} — Legendary Creature — Assassin 2/2, transforming into Galian Beast.
  Whenever a creature an opponent controls dies, put a number of +1/+1 counters on Vincent Valentine equal
  to that creature's power.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:vincent-counters-from-last-known-power @ruling:7f8788cb1147 @cr:608.2h @cr:603.10a
  Scenario: Vincent Valentine gets counters equal to the dead creature's power as it last existed, counters included
    Use the creature's power as it last existed on the battlefield to determine how many +1/+1 counters to put
    on Vincent Valentine. Wording as recorded by one source only (not corroborated). Bob's Sazh's Chocobo,
    printed 0/1, has two +1/+1 counters: its power was 2 when it died.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vincent Valentine
    And Bob controls Sazh's Chocobo (with 2 +1/+1 counters)
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Bob has Sazh's Chocobo in his graveyard
    And Vincent Valentine has 2 +1/+1 counters
    And Vincent Valentine is 4/4

  @id:vincent-no-counters-for-own-creature @ruling:7f8788cb1147 @cr:603.2
  Scenario: A creature Alice controls dying gives Vincent Valentine no counters
    Use the creature's power as it last existed on the battlefield to determine how many +1/+1 counters to put
    on Vincent Valentine. Wording as recorded by one source only (not corroborated). The boundary: the ability
    looks only at creatures an opponent controls.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vincent Valentine and Sazh's Chocobo (with 2 +1/+1 counters)
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Alice has Sazh's Chocobo in her graveyard
    And no triggered ability is put on the stack
    And Vincent Valentine has 0 +1/+1 counters
