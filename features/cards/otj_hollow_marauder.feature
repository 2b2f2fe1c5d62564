Feature: Hollow Marauder: its cost reduction changes the cost paid, never its mana value of 7
  Hollow Marauder {6}{B} — Creature — Specter Rogue 4/2: This spell costs {1} less to cast for each creature card
  in your graveyard. Flying. When this creature enters, any number of target opponents each discard a card. For
  each of those opponents who didn't discard a card with mana value 4 or greater, draw a card. (The enters
  ability is declared not modelled; no scenario lets Hollow Marauder resolve.)

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 601.2f (the total cost, less reductions), 118.7a (only generic mana is reduced), 202.3 (mana
  value: the mana cost only).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Hollow Marauder in her hand

  @ruling:a618732b1705 @cr:202.3 @cr:601.2f
  Rule: Hollow Marauder's mana value is always 7, however much less it costs
    Hollow Marauder's first ability doesn't change its mana value, which is always 7.

    @id:otj-hollow-marauder-reduced-mana-value-seven
    Scenario: With three creature cards in Alice's graveyard it costs {3}{B}, and on the stack its mana value is 7
      Given Alice has Grizzly Bears, Memnite and Serra Angel in her graveyard
      And Alice has {B}{C}{C}{C} in her mana pool
      When Alice casts Hollow Marauder from her hand
      Then Hollow Marauder on the stack has mana value 7
      And Alice's mana pool is empty

    @id:otj-hollow-marauder-lightning-bolt-not-counted
    Scenario: A Lightning Bolt in the graveyard isn't a creature card: with two creature cards, {3}{B} doesn't pay it
      Given Alice has Grizzly Bears, Memnite and Lightning Bolt in her graveyard
      And Alice has {B}{C}{C}{C} in her mana pool
      When Alice tries to cast Hollow Marauder from her hand
      Then that is rejected by rule 601.2h
      And Alice has Hollow Marauder in her hand
