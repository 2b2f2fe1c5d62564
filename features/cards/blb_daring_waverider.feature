Feature: Daring Waverider: a card cast from the graveyard while the ability resolves, exiled instead of returning there
  Daring Waverider {4}{U}{U} — Creature — Otter Wizard 4/4: When this creature enters, you may cast target
  instant or sorcery card with mana value 4 or less from your graveyard without paying its mana cost. If that
  spell would be put into your graveyard, exile it instead.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, DaringWaverider.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 608.2g (a spell cast
  while an ability resolves), 601.3 (casting a card from a graveyard needs a permission), 614.1a (exile it
  instead), 701.6a (a countered spell is put into its owner's graveyard, here replaced).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Daring Waverider in her hand
    And Alice has Lightning Bolt in her graveyard

  @ruling:74e35a70c2a3 @cr:608.2g @cr:601.3
  Rule: The card is cast while the ability resolves, or not at all
    You cast the spell while Daring Waverider's ability is resolving and still on the stack. You can't wait to
    cast it later in the turn.

    @id:blb-daring-waverider-cast-while-resolving
    Scenario: Alice casts Lightning Bolt as the ability resolves: it is on the stack when the ability has resolved, and deals 3 damage to Bob
      Given Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Lightning Bolt, then Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Daring Waverider from her hand
      And all players pass priority
      And all players pass priority
      Then the stack, from the bottom, holds Lightning Bolt
      When all players pass priority until the stack is empty
      Then Bob's life total is 17

    @id:blb-daring-waverider-not-later
    Scenario: Alice declines as the ability resolves: later that turn she can't cast Lightning Bolt from her graveyard
      Given Alice has {U}{U}{C}{C}{C}{C}{R} in her mana pool
      And Alice will choose Lightning Bolt as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Daring Waverider from her hand
      And all players pass priority until the stack is empty
      Then Alice has Lightning Bolt in her graveyard
      When Alice tries to cast Lightning Bolt from her graveyard
      Then that is rejected by rule 601.3

  @ruling:9a17c1e8472b @cr:614.1a @cr:701.6a
  Rule: A spell cast this way that is countered is exiled
    If an instant or sorcery card you cast this way is countered, it will be exiled.

    @id:blb-daring-waverider-countered-exiled
    Scenario: Bob counters the Lightning Bolt Alice cast with Daring Waverider's ability: it is exiled
      Given Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Lightning Bolt, then Bob as targets
      And Alice will answer the "you may" choices with yes
      And Bob will choose Lightning Bolt as targets
      When Alice casts Daring Waverider from her hand
      And all players pass priority
      And all players pass priority
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Lightning Bolt is in exile
      And Alice has no Lightning Bolt in her graveyard
      And Bob's life total is 20

    @id:blb-daring-waverider-cast-from-hand-countered
    Scenario: A Lightning Bolt Alice casts from her hand and Bob counters goes to her graveyard
      Given Alice has Lightning Bolt in her hand
      And Alice has {U}{U}{C}{C}{C}{C}{R} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Lightning Bolt, then Bob as targets
      And Alice will answer the "you may" choices with no
      And Bob will choose Lightning Bolt as targets
      When Alice casts Daring Waverider from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has 2 Lightning Bolt in her graveyard
      And no Lightning Bolt is in exile
