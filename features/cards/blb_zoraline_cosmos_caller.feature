Feature: Zoraline, Cosmos Caller and finality counters: exiled instead of going to a graveyard, from the battlefield only
  Zoraline, Cosmos Caller {1}{W}{B} — Legendary Creature — Bat Cleric 3/3: Flying, vigilance. Whenever a Bat you
  control attacks, you gain 1 life. Whenever Zoraline enters or attacks, you may pay {W}{B} and 2 life. When you
  do, return target nonland permanent card with mana value 3 or less from your graveyard to the battlefield with
  a finality counter on it.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). These scenarios put the finality counter on Zoraline itself as the game begins, which is what
  its last ability (a reflexive triggered ability, 603.12: blb_zoraline_reflexive.feature) does to the card it
  returns. CR 122.1h (a finality counter: a
  permanent with one that would be put into a graveyard from the battlefield is exiled instead), 614.1a
  ("instead"), 701.8a (destroy), 608.2 (Unsummon returns it to its owner's hand).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob has {B}{B}{C}{U} in his mana pool

  @ruling:d2063dac59cf @cr:122.1h @cr:614.1a @cr:701.8a
  Rule: A permanent with a finality counter that would go to a graveyard from the battlefield is exiled instead
    If a permanent with a finality counter on it would be put into a graveyard from the battlefield, exile it
    instead.

    @id:blb-zoraline-finality-counter-exiled
    Scenario: Zoraline with a finality counter is destroyed by Murder: it is exiled, not put into the graveyard
      Given Alice controls Zoraline, Cosmos Caller (with 1 finality counter)
      And Bob has Murder in his hand
      And Bob will choose Zoraline, Cosmos Caller as targets
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Zoraline, Cosmos Caller is in exile
      And Alice has no Zoraline, Cosmos Caller in her graveyard

    @id:blb-zoraline-no-finality-counter-graveyard
    Scenario: Zoraline without a finality counter is destroyed by Murder: it is put into Alice's graveyard
      Given Alice controls Zoraline, Cosmos Caller
      And Bob has Murder in his hand
      And Bob will choose Zoraline, Cosmos Caller as targets
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice has Zoraline, Cosmos Caller in her graveyard
      And no Zoraline, Cosmos Caller is in exile

  @ruling:3c9435276171 @cr:122.1h @cr:400.7
  Rule: A finality counter doesn't stop a permanent from going to a zone other than the graveyard
    Finality counters don't stop permanents from going to zones other than the graveyard from the battlefield.

    @id:blb-zoraline-finality-counter-returned-to-hand
    Scenario: Zoraline with a finality counter is returned by Unsummon: it goes to Alice's hand, not to exile
      Given Alice controls Zoraline, Cosmos Caller (with 1 finality counter)
      And Bob has Unsummon in his hand
      And Bob will choose Zoraline, Cosmos Caller as targets
      When Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice has Zoraline, Cosmos Caller in her hand
      And no Zoraline, Cosmos Caller is in exile

    @id:blb-zoraline-finality-counter-graveyard-replaced
    Scenario: Zoraline with a finality counter is destroyed by Murder instead: the graveyard is the one zone replaced, it is exiled
      Given Alice controls Zoraline, Cosmos Caller (with 1 finality counter)
      And Bob has Murder in his hand
      And Bob will choose Zoraline, Cosmos Caller as targets
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Zoraline, Cosmos Caller is in exile
      And Alice has no Zoraline, Cosmos Caller in her hand

  @ruling:051e994c0e90 @cr:122.1h @cr:614.1a
  Rule: Several finality counters on one permanent are redundant
    Multiple finality counters on a single permanent are redundant.

    @id:blb-zoraline-two-finality-counters
    Scenario: Zoraline with two finality counters is destroyed: it is exiled once, as with one counter
      Given Alice controls Zoraline, Cosmos Caller (with 2 finality counters)
      And Bob has Murder in his hand
      And Bob will choose Zoraline, Cosmos Caller as targets
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Zoraline, Cosmos Caller is in exile
      And Alice has no Zoraline, Cosmos Caller in her graveyard
      And Alice controls no Zoraline, Cosmos Caller
