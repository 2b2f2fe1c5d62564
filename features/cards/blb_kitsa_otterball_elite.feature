Feature: Kitsa, Otterball Elite: a copy of a spell isn't cast, and the power is checked only as the ability is activated
  Kitsa, Otterball Elite {1}{U} — Legendary Creature — Otter Wizard 1/3: Vigilance. Prowess. {T}: Draw a card,
  then discard a card. {2}, {T}: Copy target instant or sorcery spell you control. You may choose new targets
  for the copy. Activate only if Kitsa's power is 3 or greater.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, KitsaOtterballElite.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 707.10 (a copy of a
  spell is put on the stack, not cast), 702.108a (prowess: "whenever you cast a noncreature spell"), 602.5b (a
  restriction on activating an ability is checked as it is activated; once on the stack, the ability is
  independent of its source, 113.7a).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Lightning Bolt in her hand

  @ruling:4c4849680ebf @cr:707.10 @cr:702.108a
  Rule: The copy Kitsa's last ability creates isn't cast: prowess doesn't trigger for it
    The copy created by Kitsa's last ability is created on the stack, so it's not "cast." Abilities that
    trigger when a player casts a spell won't trigger.

    @id:blb-kitsa-copy-not-cast
    Scenario: Kitsa copies Lightning Bolt: Bob is dealt 6 damage, and Kitsa's prowess triggers once, for the cast spell only
      Given Alice controls Kitsa, Otterball Elite (with 2 +1/+1 counters)
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Kitsa, Otterball Elite
      When Alice activates Kitsa, Otterball Elite's "{2}, {T}" ability
      And all players pass priority
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Kitsa, Otterball Elite is 4/6

    @id:blb-kitsa-each-cast-spell-triggers-prowess
    Scenario: Two Lightning Bolts cast, none copied: Kitsa's prowess triggers for each
      Given Alice controls Kitsa, Otterball Elite (with 2 +1/+1 counters)
      And Alice has Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Kitsa, Otterball Elite is 5/7

  @ruling:43e1e147a5c6 @cr:602.5b @cr:113.7a
  Rule: Kitsa's power is checked as its last ability is activated, not as it resolves
    Once you've activated Kitsa's last ability, any changes to Kitsa's power won't stop the ability from
    resolving.

    @id:blb-kitsa-power-lowered-after-activation
    Scenario: Bob removes Kitsa's counters in response: its power is 2 as the ability resolves, and Lightning Bolt is copied
      Given Alice controls Kitsa, Otterball Elite (with 2 +1/+1 counters)
      And Bob controls Vampire Hexmage
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      And Bob will choose Kitsa, Otterball Elite as targets
      When Alice casts Lightning Bolt from her hand
      And Alice activates Kitsa, Otterball Elite's "{2}, {T}" ability
      And Alice passes priority
      And Bob activates Vampire Hexmage's "Sacrifice this creature" ability
      And all players pass priority
      Then Kitsa, Otterball Elite has 0 +1/+1 counters
      When all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Kitsa, Otterball Elite is 2/4

    @id:blb-kitsa-power-two-refused
    Scenario: With power 2 Kitsa's last ability can't be activated (602.5b); once prowess has resolved, with power 3, it can
      Given Alice controls Kitsa, Otterball Elite (with 1 +1/+1 counter)
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And Alice tries to activate Kitsa, Otterball Elite's "{2}, {T}" ability
      Then that is rejected by rule 602.5b
      When all players pass priority
      Then Kitsa, Otterball Elite is 3/5
      When Alice activates Kitsa, Otterball Elite's "{2}, {T}" ability
      And all players pass priority until the stack is empty
      Then Bob's life total is 14
